// Stub of the Objective-C runtime root and of the Foundation classes Swift bridges to.
// Type-checking only: nothing here is ever linked or run.
//
// Sources (iOS 17/18 SDK):
//   usr/include/objc/objc.h      -- SEL, BOOL
//   usr/include/objc/NSObject.h  -- @protocol NSObject, @interface NSObject
//   Foundation.framework/Headers/NSString.h, NSArray.h, NSDictionary.h, NSSet.h, NSURL.h,
//   NSIndexPath.h, NSNotification.h -- only the class names are declared: they are the
//   _ObjectiveCType of the Swift value types in Foundation.swift.

#pragma clang assume_nonnull begin

// objc/objc.h
typedef struct objc_selector *SEL;
typedef signed char BOOL;
typedef long NSInteger;
typedef unsigned long NSUInteger;

// objc/NSObject.h -- imported into Swift as NSObjectProtocol.
@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
- (instancetype)self;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
// objc/NSObject.h has no nullability annotations: SEL parameters import as `Selector!`.
- (BOOL)respondsToSelector:(SEL _Null_unspecified)aSelector;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
@property (readonly) BOOL isProxy;
@property (readonly) Class superclass;
@end

// objc/NSObject.h
__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)new;
+ (instancetype)alloc;
- (instancetype)init;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
// `- (id)forwardingTargetForSelector:(SEL)aSelector OBJC_AVAILABLE(10.5, 2.0, 9.0, 1.0, 2.0);`
// unannotated, so `open func forwardingTarget(for aSelector: Selector!) -> Any!`.
- (id _Null_unspecified)forwardingTargetForSelector:(SEL _Null_unspecified)aSelector;
@end

// Foundation classes that Swift value types bridge to (see Foundation.swift).
@interface NSString : NSObject
@end
@interface NSArray : NSObject
@end
@interface NSDictionary : NSObject
@end
@interface NSSet : NSObject
@end
@interface NSURL : NSObject
@end
@interface NSIndexPath : NSObject
@end
@interface NSNotification : NSObject
@end

#pragma clang assume_nonnull end
